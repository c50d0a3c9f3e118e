import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Level;
import java.util.logging.Logger;

public class Worker {
    private static final Logger LOG = Logger.getLogger("shop.worker");

    static int price(Map<String, Integer> prices, String sku) {
        return prices.get(sku);
    }

    static void importRow(String row) {
        try {
            Integer.parseInt(row);
        } catch (NumberFormatException e) {
            IllegalStateException wrapped = new IllegalStateException("bad row: " + row, e);
            wrapped.addSuppressed(new RuntimeException("rollback failed"));
            throw wrapped;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> price(Map.of("A", 1), "B"), "pricer");
        t.start();
        t.join();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<?> f = pool.submit(() -> importRow("x1"));
        try {
            f.get();
        } catch (Exception e) {
            LOG.log(Level.SEVERE, "import failed", e);
        }
        pool.shutdown();
        List<String> rows = List.of("1");
        System.out.println("rows: " + rows.get(1));
    }
}

package shop;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.servlet.ServletContextHandler;
import org.eclipse.jetty.servlet.ServletHolder;

/** An embedded Jetty 9 server with a cart servlet that throws for an unknown cart. */
public final class Main {
    /** Answers GET /cart/{id} with the cart's total. */
    public static final class CartServlet extends HttpServlet {
        @Override
        protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
            String id = req.getPathInfo().substring(1);
            resp.getWriter().print("{\"total\":" + Cart.total(id) + "}");
        }
    }

    public static void main(String[] args) throws Exception {
        Server server = new Server(new java.net.InetSocketAddress("127.0.0.1", Integer.parseInt(System.getenv("PORT"))));
        ServletContextHandler ctx = new ServletContextHandler();
        ctx.addServlet(new ServletHolder(new CartServlet()), "/cart/*");
        server.setHandler(ctx);
        server.start();
        System.out.println("listening on " + server.getURI());
        server.join();
    }
}

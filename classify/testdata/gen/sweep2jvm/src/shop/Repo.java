package shop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class Repo {
    static String load(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load orders", e);
        }
    }

    static void start() {
        try {
            load(Path.of("/nonexistent/orders.json"));
        } catch (RuntimeException e) {
            throw new IllegalStateException("repository failed to start", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("starting");
        start();
    }
}

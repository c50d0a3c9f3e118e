package shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class CartTest {
    @Test
    void totalOfTwo() {
        assertEquals(750, new Cart().total(List.of("tea", "cake")));
    }

    @Test
    void discount() {
        assertEquals(270, new Cart().discounted(List.of("tea"), 10), "ten percent off");
    }

    @Test
    void unknownItem() {
        assertEquals(0, new Cart().total(List.of("coffee")));
    }
}

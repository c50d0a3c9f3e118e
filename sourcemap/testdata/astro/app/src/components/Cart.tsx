import { useEffect, useState } from "react";
import { price } from "../lib/price";

const items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];

export default function Cart() {
  const [stack, setStack] = useState("");
  useEffect(() => {
    try {
      items.reduce((sum, item) => sum + price(item), 0);
    } catch (err) {
      setStack(String((err as Error).stack)); console.log("STACK " + String((err as Error).stack));
    }
  }, []);
  return <pre id="stack">{stack}</pre>;
}

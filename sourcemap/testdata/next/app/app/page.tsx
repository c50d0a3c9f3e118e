"use client";
import { useEffect, useState } from "react";
import { parsePrice } from "../lib/price";

export default function Page() {
  const [stack, setStack] = useState("");
  useEffect(() => {
    try {
      parsePrice("12,50 EUR");
    } catch (err) {
      setStack(String((err as Error).stack));
    }
  }, []);
  return <pre id="stack">{stack}</pre>;
}

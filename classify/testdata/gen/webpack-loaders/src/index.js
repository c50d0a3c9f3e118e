import "./theme.css";
import { mountCart } from "./cart";

mountCart(document.body);

import "./style.css";
import { renderList } from "./list.js";

renderList(document.getElementById("app"));

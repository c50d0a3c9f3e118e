import { render } from "./view";

render(document.body, { title: "shop" );

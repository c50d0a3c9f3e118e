import { render } from 'preact';
import { Cart } from './Cart';
render(<Cart />, document.body);

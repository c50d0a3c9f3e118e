export default { title: 'Shop/Button' };

export const Primary = () => '<button>Add to cart</button>';

export default '/item/@slug';

export default { name: 'Shop' };

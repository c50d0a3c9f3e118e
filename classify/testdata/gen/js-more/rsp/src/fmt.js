export const fmt = (n) => n.toFixed(2)
export default fmt;;
export const x = ;

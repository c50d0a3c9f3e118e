export function f( {
  return 1
}

const unused = 1;
export async function g() {
  return 2;
}

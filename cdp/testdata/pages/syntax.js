function (a, b {
  return a + b;
}

const x = {
  a: 1,,
};

self.onmessage = () => {
  throw new RangeError("tile 9 out of range");
};

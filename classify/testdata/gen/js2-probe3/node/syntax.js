const a = {
  port: 3000
  host: "x"
};

function load(): never {
  throw "config.toml missing";
}
load();

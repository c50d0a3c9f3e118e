sub load-config($path) {
    die "config not found: $path" unless $path.IO.e;
}
say "starting";
load-config('/project/missing.toml');

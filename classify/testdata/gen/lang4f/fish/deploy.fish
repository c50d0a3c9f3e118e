function build_assets
    set -l out dist
    mkdir -p $out
    bundel --minify src/app.js -o $out/app.js
end

build_assets
echo "deployed"

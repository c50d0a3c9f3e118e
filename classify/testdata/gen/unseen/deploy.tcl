proc release {version} {
    puts "releasing $version"
    return [string toupper $verison]
}
release 1.2.0

module.exports = function (grunt) {
  grunt.registerTask('stamp', 'Writes the version file', function () {
    const cfg = grunt.config('stamp');
    const pkg = grunt.config('pkg');
    const line = pkg.name + ' ' + pkg.version + ' ' + new Date(0).toISOString();
    grunt.file.write(cfg.file, line.trimEnd() + '\n');
    grunt.log.ok('wrote ' + line.length + ' bytes');
  });
};

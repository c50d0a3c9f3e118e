module.exports = function (grunt) {
  grunt.initConfig({
    pkg: grunt.file.readJSON('package.json'),
    stamp: { file: 'build/version.txt' },
  });

  grunt.loadTasks('tasks');
  grunt.registerTask('default', ['stamp']);
};

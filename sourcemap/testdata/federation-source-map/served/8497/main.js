/******/ (() => { // webpackBootstrap
/*!**********************!*\
  !*** ./src/index.js ***!
  \**********************/
document.body.append("remote");

/******/ })()
;
//# sourceMappingURL=main.js.map
"use strict";
(self["webpackChunkremote"] = self["webpackChunkremote"] || []).push([["src_utils_js"],{

/***/ "./src/utils.js"
/*!**********************!*\
  !*** ./src/utils.js ***!
  \**********************/
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   price: () => (/* binding */ price)
/* harmony export */ });
// The remote's utils.js: a host has one too, at the same path.
function price(item) {
  if (item.price < 0) {
    throw new RangeError("negative price: " + item.name);
  }
  return item.price;
}


/***/ }

}]);
//# sourceMappingURL=src_utils_js.js.map
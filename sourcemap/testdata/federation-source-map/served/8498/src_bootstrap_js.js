"use strict";
(self["webpackChunkhost"] = self["webpackChunkhost"] || []).push([["src_bootstrap_js"],{

/***/ "./src/bootstrap.js"
/*!**************************!*\
  !*** ./src/bootstrap.js ***!
  \**************************/
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var remote_utils__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(/*! remote/utils */ "webpack/container/remote/remote/utils");
/* harmony import */ var remote_utils__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(remote_utils__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _utils_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(/*! ./utils.js */ "./src/utils.js");



function total(items) {
  return items.reduce((sum, item) => sum + (0,remote_utils__WEBPACK_IMPORTED_MODULE_0__.price)(item), 0);
}

try {
  total([{ name: "tea", price: 3 }, { name: "cup", price: -1 }]);
} catch (err) {
  ;(0,_utils_js__WEBPACK_IMPORTED_MODULE_1__.report)(err);
}


/***/ },

/***/ "./src/utils.js"
/*!**********************!*\
  !*** ./src/utils.js ***!
  \**********************/
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   report: () => (/* binding */ report)
/* harmony export */ });
function report(err) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String(err.stack);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}


/***/ }

}]);
//# sourceMappingURL=src_bootstrap_js.js.map
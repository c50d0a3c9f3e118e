"use strict";
/*
 * ATTENTION: The "eval" devtool has been used (maybe by default in mode: "development").
 * This devtool is neither made for production nor for readable output files.
 * It uses "eval()" calls to create a separate source file in the browser devtools.
 * If you are trying to read the output file, select a different devtool (https://webpack.js.org/configuration/devtool/)
 * or disable the default devtool with "devtool: false".
 * If you are looking for production-ready output files, see mode: "production" (https://webpack.js.org/configuration/mode/).
 */
(self["webpackChunkhost"] = self["webpackChunkhost"] || []).push([["src_bootstrap_js"],{

/***/ "./src/bootstrap.js"
/*!**************************!*\
  !*** ./src/bootstrap.js ***!
  \**************************/
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

eval("{__webpack_require__.r(__webpack_exports__);\n/* harmony import */ var remote_utils__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(/*! remote/utils */ \"webpack/container/remote/remote/utils\");\n/* harmony import */ var remote_utils__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(remote_utils__WEBPACK_IMPORTED_MODULE_0__);\n/* harmony import */ var _utils_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(/*! ./utils.js */ \"./src/utils.js\");\n\n\n\nfunction total(items) {\n  return items.reduce((sum, item) => sum + (0,remote_utils__WEBPACK_IMPORTED_MODULE_0__.price)(item), 0);\n}\n\ntry {\n  total([{ name: \"tea\", price: 3 }, { name: \"cup\", price: -1 }]);\n} catch (err) {\n  ;(0,_utils_js__WEBPACK_IMPORTED_MODULE_1__.report)(err);\n}\n\n\n//# sourceURL=webpack://host/./src/bootstrap.js?\n}");

/***/ },

/***/ "./src/utils.js"
/*!**********************!*\
  !*** ./src/utils.js ***!
  \**********************/
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

eval("{__webpack_require__.r(__webpack_exports__);\n/* harmony export */ __webpack_require__.d(__webpack_exports__, {\n/* harmony export */   report: () => (/* binding */ report)\n/* harmony export */ });\nfunction report(err) {\n  const pre = document.createElement(\"pre\");\n  pre.id = \"stack\";\n  pre.textContent = String(err.stack);\n  document.body.appendChild(pre); console.log(\"STACK \" + pre.textContent); // same line: keeps the line numbers\n}\n\n\n//# sourceURL=webpack://host/./src/utils.js?\n}");

/***/ }

}]);
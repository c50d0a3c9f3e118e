const express = require('express')
const unused = 42;

function handler (req, res) {
  if (req.query.id == 1) {
    res.send("one")
  }
}

module.exports = handler

local lu = require("luaunit")
TestOk = {}
function TestOk:testErrorPath() lu.assertError(function() error("expected failure") end) end
os.exit(lu.LuaUnit.run())

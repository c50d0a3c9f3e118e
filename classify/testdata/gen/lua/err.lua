local function load(path)
  local f, err = io.open(path)
  if not f then error("cannot load " .. path .. ": " .. err) end
end
load("/nonexistent/app.conf")

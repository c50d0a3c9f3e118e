module.exports = async () => {
  const res = await fetch('http://127.0.0.1:9/seed')
  return res.json()
}

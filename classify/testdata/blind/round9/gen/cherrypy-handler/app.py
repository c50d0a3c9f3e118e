import cherrypy

PRODUCTS = [{"id": 1, "name": "Mug", "price": 12.99}]


class Shop:
    @cherrypy.expose
    def index(self):
        return "shop"

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def product(self, id):
        product = next(p for p in PRODUCTS if p["id"] == id)
        return {"name": product["name"], "price": product["price"]}


if __name__ == "__main__":
    cherrypy.config.update({"server.socket_port": 8193, "log.screen": True})
    cherrypy.quickstart(Shop(), "/", {"/": {"tools.encode.on": True}})

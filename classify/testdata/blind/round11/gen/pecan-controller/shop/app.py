from pecan import make_app


def setup_app(config):
    app_conf = dict(config.app)
    return make_app(app_conf.pop('root'), logging=getattr(config, 'logging', {}), **app_conf)

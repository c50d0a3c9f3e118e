server = {
    'port': '8211',
    'host': '127.0.0.1'
}

app = {
    'root': 'shop.controllers.root.RootController',
    'modules': ['shop'],
    'debug': False,
}

logging = {
    'root': {'level': 'INFO', 'handlers': ['console']},
    'loggers': {
        'shop': {'level': 'DEBUG', 'handlers': ['console'], 'propagate': False},
        'pecan': {'level': 'DEBUG', 'handlers': ['console'], 'propagate': False},
    },
    'handlers': {
        'console': {'level': 'DEBUG', 'class': 'logging.StreamHandler', 'formatter': 'simple'}
    },
    'formatters': {
        'simple': {'format': '%(asctime)s %(levelname)-5.5s [%(name)s] %(message)s'}
    }
}

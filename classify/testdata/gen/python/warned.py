import json
import warnings
warnings.warn("old api", DeprecationWarning, stacklevel=1)
json.loads("{not json")

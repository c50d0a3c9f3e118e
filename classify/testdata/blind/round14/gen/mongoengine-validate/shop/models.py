from mongoengine import Document, EmailField, IntField, ListField, StringField


class Customer(Document):
    email = EmailField(required=True)
    name = StringField(required=True, max_length=80)
    country = StringField(required=True, choices=("FR", "DE", "NL"))
    loyalty_points = IntField(min_value=0, default=0)
    tags = ListField(StringField(max_length=20))

from marshmallow import Schema, fields, validate


class LineSchema(Schema):
    sku = fields.String(required=True)
    qty = fields.Integer(required=True, validate=validate.Range(min=1))


class OrderSchema(Schema):
    customer = fields.Email(required=True)
    lines = fields.List(fields.Nested(LineSchema), required=True)

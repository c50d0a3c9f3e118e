import formencode
from formencode import validators


class SignupForm(formencode.Schema):
    allow_extra_fields = True
    email = validators.Email(not_empty=True)
    age = validators.Int(min=13)
    password = validators.String(min=8)
    password_confirm = validators.String()
    chained_validators = [validators.FieldsMatch("password", "password_confirm")]

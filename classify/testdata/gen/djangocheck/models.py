from django.db import models


class Order(models.Model):
    total = models.DecimalField()
    customer = models.ForeignKey('Customer', on_delete=models.CASCADE)

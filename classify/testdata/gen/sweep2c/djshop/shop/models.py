from django.db import models


class Order(models.Model):
    total = models.IntegerField(default=0)

    def with_tax(self):
        return self.total * 1.2

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("shop", "0001_initial")]
    operations = [
        migrations.RenameField(model_name="order", old_name="amount", new_name="price"),
    ]

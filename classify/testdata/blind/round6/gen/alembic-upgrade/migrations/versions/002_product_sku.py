"""index products by sku"""
import sqlalchemy as sa
from alembic import op

revision = "002"
down_revision = "001"


def upgrade():
    op.create_index("ix_products_sku", "products", ["sku"], unique=True)


def downgrade():
    op.drop_index("ix_products_sku", "products")

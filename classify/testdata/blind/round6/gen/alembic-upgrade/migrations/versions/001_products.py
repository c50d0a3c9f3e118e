"""create products"""
import sqlalchemy as sa
from alembic import op

revision = "001"
down_revision = None


def upgrade():
    op.create_table(
        "products",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("cents", sa.Integer, nullable=False),
    )


def downgrade():
    op.drop_table("products")

Sequel.migration do
  change do
    create_table(:products) do
      primary_key :id
      String :name, null: false
      Integer :price_cents, null: false
    end
  end
end

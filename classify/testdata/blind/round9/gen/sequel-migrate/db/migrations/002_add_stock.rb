Sequel.migration do
  change do
    alter_table(:product) do
      add_column :stock, Integer, default: 0
    end
  end
end

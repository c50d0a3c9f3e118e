function deleteProduct(id) {
  if (!confirm('Delete product ' + id + '?')) return;
  fetch('/api/v1/products/' + id, { method: 'DELETE' })
    .then((res) => {
      if (!res.ok) throw new Error('delete failed');
      location.reload();
    }
}

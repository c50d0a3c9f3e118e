<html><body>
<h1><?= htmlspecialchars($title) ?></h1>
<p><?= $count ?> lines, first <?= strtoupper($first) ?></p>
</body></html>

document.body.append("remote");

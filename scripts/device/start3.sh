#!/usr/bin/env bash
# Start scripts/device/campaign3.sh in its own session (it outlives this command), then poll.
cd "$(dirname "$0")/../.." || exit 1
setsid nohup bash scripts/device/campaign3.sh > /root/campaign.out 2>&1 < /dev/null &
sleep 2
bash scripts/device/poll3.sh "${1:-540}"
